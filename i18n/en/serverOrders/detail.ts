/** detail: server texts of the order detail area. */
export const ordersDetail = {} as const;
