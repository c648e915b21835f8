import type { AppShape } from '../../shape';

/** Supplier quotes (where pricing takes a base cost from). */
export const supplierQuotes: AppShape['supplierQuotes'] = {
  fields: {
    number: 'Quote number',
    supplier: 'Supplier',
    product: 'Product',
    packaging: 'Packaging',
    price: 'Price (USD/t)',
    available: 'Available (t)',
    validUntil: 'Valid until',
  },
  list: {
    title: 'Supplier quotes',
    subtitle: 'Prices suppliers offer; a request’s base cost is taken from here.',
    back: 'Back to requests',
    create: 'New quote',
    search: 'Search quotes',
    searchPlaceholder: 'Number or supplier',
    onlyActive: 'Active only',
    actions: 'Actions',
    edit: 'Edit quote %{number}',
    cardFigures: '$%{price} USD/t · %{tons} · until %{date}',
  },
  supplier: {
    placeholder: 'Choose or type a supplier',
    add: 'Add supplier “%{name}”',
    addError: 'The supplier could not be added. Try again.',
    loading: 'Loading…',
    none: 'No suppliers; type the name to add it',
  },
  dialog: {
    newTitle: 'New supplier quote',
    editTitle: 'Edit quote %{number}',
    create: 'Record quote',
    created: 'Quote %{number} recorded',
    updated: 'Quote %{number} updated',
  },
};
