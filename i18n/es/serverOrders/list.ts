/** list: server texts of the order list and its export (under `orders.list.*`). */
export const ordersList = {
  list: {
    dateRangeOrder: 'La fecha final de entrega no puede ser anterior a la inicial',
    exportTooLarge:
      'La exportación tendría %{count} órdenes y el máximo es %{max}. Aplica filtros para reducirla.',
    columns: {
      number: 'Número de orden',
      company: 'Empresa',
      seller: 'Vendedor',
      products: 'Productos',
      tons: 'Cantidad (ton)',
      status: 'Estatus',
      deliveryDate: 'Fecha de entrega',
      deliveryModel: 'Modelo de entrega',
      paymentTerm: 'Forma de pago',
      total: 'Total',
      currency: 'Moneda',
      createdAt: 'Fecha de creación',
    },
    export: {
      fileName: 'ordenes',
      sheetName: 'Órdenes',
      sent: 'Estamos generando el archivo; lo enviaremos a %{email} en unos momentos.',
    },
    mail: {
      subject: 'Exportación de órdenes (%{format})',
      greeting: 'Hola %{name}:',
      body: 'Adjuntamos la exportación de órdenes que solicitaste: %{count} órdenes en el archivo %{file}.',
      closing: 'Este correo se generó automáticamente; no es necesario responderlo.',
    },
  },
} as const;
