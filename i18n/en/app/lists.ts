import type { AppShape } from '../../shape';

/** UI texts shared by the list screens: empty state, load error with reload, search, filters, cards, delete confirmation and save errors. */
export const lists: AppShape['lists'] = {
  empty: {
    title: 'No data available',
    message: 'No records were found to show.',
  },
  error: {
    title: 'Error loading data',
    network: 'The server cannot be reached. Check your internet connection and try again.',
    timeout: 'The server took too long to answer. Please try again in a moment.',
    server: 'Something went wrong while loading the information. Please try again.',
    reload: 'Reload',
  },
  customerSearch: {
    placeholder: 'Type to search by company or RFC',
    noCustomers: 'No customers found',
    searching: 'Searching…',
  },
  search: {
    label: 'Search',
    placeholder: 'Search…',
    clear: 'Clear search',
    shortcut: 'Press / to search',
  },
  sort: {
    label: 'Sort by',
    ascending: 'Ascending order; switch to descending',
    descending: 'Descending order; switch to ascending',
  },
  filters: {
    all: 'All',
    seller: 'Seller',
    noOptions: 'No matches',
    clear: 'Clear filters',
  },
  date: {
    placeholder: 'dd/mm/yyyy',
    openCalendar: 'Open calendar',
  },
  dateRange: {
    any: 'Any date',
    pickStart: 'Choose the first day.',
    pickEnd: 'From %{from}: choose the last day.',
    clear: 'Clear',
    apply: 'Apply',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
  },
  cards: {
    label: 'Results',
    open: 'Open %{name}',
  },
  confirm: {
    cancel: 'Cancel',
    delete: 'Delete',
    deleting: 'Deleting…',
    error: 'It could not be deleted. Please try again.',
  },
  form: {
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    fixErrors: 'Check the highlighted fields.',
    saveError: 'The changes could not be saved. Please try again.',
    networkError: 'The server cannot be reached; the changes were not saved. Please try again.',
    stale: 'Someone else changed this record while you were editing it.',
    reload: 'Reload',
    reloaded: 'The latest version was loaded. Check the data and save again.',
    optional: 'Optional',
    readOnly: 'Filled in from the zip code',
  },
};
