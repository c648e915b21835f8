/** UI texts: orderList. */
export const orderList = {} as const;
