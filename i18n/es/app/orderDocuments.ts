/** UI texts: orderDocuments. */
export const orderDocuments = {} as const;
