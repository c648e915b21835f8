/** La sección de logística de la orden: embarques, transporte, facturas, remisión, entrega. */
export const orderLogistics = {
  title: 'Logística',
};
