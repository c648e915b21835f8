/** UI texts: orderDetail. */
export const orderDetail = {} as const;
