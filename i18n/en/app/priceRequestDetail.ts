import type { AppShape } from '../../shape';

/** The price request's page: summary, figures, history and its actions. */
export const priceRequestDetail: AppShape['priceRequestDetail'] = {
  title: 'Request %{number}',
  back: 'Back to requests',
  notFoundTitle: 'Price request',
  loadError: 'The price request could not be loaded',
  summary: { title: 'What was asked' },
  figures: {
    title: 'Figures',
    usdPerTon: '$%{amount} USD/t',
    approvedBy: 'Approved by %{name} on %{at}',
    rejected: 'Rejected: %{reason}',
  },
  history: {
    title: 'History',
    empty: 'Nothing yet.',
    system: 'System',
    actions: {
      created: 'Request created',
      edit: 'Request edited',
      delete: 'Request deleted',
      cost: 'Costing saved',
      approve: 'Request approved',
      reject: 'Request rejected',
      expire: 'Request expired',
      orderCreated: 'Order created at this price',
    },
  },
  actions: {
    edit: 'Edit',
    delete: 'Delete',
    reject: 'Reject',
    approve: 'Approve',
    createOrder: 'Create order',
  },
  edit: {
    title: 'Edit %{number} · %{customer}',
    save: 'Save changes',
    done: 'Request %{number} updated',
  },
  delete: {
    title: 'Delete request %{number}?',
    content: 'The request will no longer be available to sales or pricing. This cannot be undone.',
    done: 'Request %{number} deleted',
  },
  reject: {
    title: 'Reject request %{number}',
    reason: 'Reason for rejecting',
    reasonHint: 'Whoever asked for the price will read it in the request’s history.',
    save: 'Reject',
    saving: 'Rejecting…',
    done: 'Request %{number} rejected',
  },
  approve: {
    title: 'Approve request %{number}',
    intro:
      'The minimum selling price is $%{msp} USD/t. Approving fixes the MSP and the price for %{customer} and %{product} until the validity date.',
    price: 'Approved price (USD/t)',
    priceHint: 'At least the MSP: $%{msp} USD/t.',
    validUntilHint: 'Up to %{days} days from today.',
    save: 'Approve',
    saving: 'Approving…',
    done: 'Request %{number} approved',
  },
};
