/** create: server texts of the order create area. */
export const ordersCreate = {} as const;
