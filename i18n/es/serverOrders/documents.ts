/** documents: server texts of the order documents area. */
export const ordersDocuments = {} as const;
