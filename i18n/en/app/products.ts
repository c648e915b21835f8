import type { AppShape } from '../../shape';

/** UI texts: product catalogue, "New product" form and editing. */
export const products: AppShape['products'] = {
  title: 'Products',
  subtitle: 'Register the products you sell and the packaging they are delivered in.',
  fields: {
    reference: 'Reference',
    name: 'Name',
    packagingTypes: 'Packaging types',
    active: 'Active',
    createdAt: 'Created on',
  },
  form: {
    referenceHint: 'Unique product code; stored in upper case, e.g. CAL-HID-25',
    packagingHint: 'Tick every packaging this product is sold in.',
    packagingRequired: 'Choose at least one packaging type',
    activeHint: 'Available for new orders.',
    inactiveHint: 'Will not be offered for new orders; existing ones do not change.',
  },
  create: {
    title: 'New product',
    subtitle: 'It joins the catalogue as soon as you save it.',
    submit: 'Create product',
    submitting: 'Creating…',
    clear: 'Clear',
    created: 'Product %{reference} created',
  },
  edit: {
    title: 'Edit product %{reference}',
    save: 'Save changes',
    updated: 'Product %{reference} updated',
    reloadError: 'The latest version of the product could not be loaded. Please try again.',
  },
  list: {
    title: 'Catalogue',
    search: 'Search products',
    searchPlaceholder: 'Reference or name',
    state: 'Status',
    allStates: 'All',
    onlyActive: 'Active',
    onlyInactive: 'Inactive',
    active: 'Active',
    inactive: 'Inactive',
    actions: 'Actions',
    edit: 'Edit',
    editOne: 'Edit product %{reference}',
    emptyTitle: 'No products yet',
    emptyMessage: 'Create the first one with the "New product" form.',
  },
};
