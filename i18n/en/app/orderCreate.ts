/** UI texts: orderCreate. */
export const orderCreate = {} as const;
