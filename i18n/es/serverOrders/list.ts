/** list: server texts of the order list area. */
export const ordersList = {} as const;
