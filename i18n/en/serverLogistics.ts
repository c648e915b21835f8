import type { logisticsErrors as es, validationLogistics as esValidation } from '../es/serverLogistics';

type Texts<T> = { readonly [K in keyof T]: string };

/** Logistics: validation texts and server errors. */
export const validationLogistics: Texts<typeof esValidation> = {
  dateNotBeforeToday: 'The date cannot be before today',
  dateNotAfterToday: 'The date cannot be after today',
  allocationRequired: 'Select an inventory lot',
  quantityInvalid: 'Enter a valid quantity, up to 3 decimals',
  nothingToShip: 'Enter the quantity to ship of at least one lot',
  lotExceeds:
    'The quantity to ship from lot %{lot} (%{shipped} kg) is more than set in the order (%{requested} kg)',
  productExceeds:
    'The quantity to ship of %{reference} (%{shipped} kg) is more than the order still has (%{requested} kg)',
  unknownLot: 'The selected lot is not assigned to this order',
  shortShipmentConfirm: 'Are you sure you want to ship less than set in the order?',
  deliveryDateRequired: 'The delivery date is required',
  realDeliveryDateRequired: 'The actual delivery date is required',
  isCompletedRequired: 'Say whether the delivery was completed',
  commentsTooLong: 'Comments cannot exceed 500 characters',
  platesRequired: 'The vehicle plate is required',
  platesPattern: 'The plate may contain only letters, digits and hyphens',
  driverNameRequired: "The driver's name is required",
  driverNameLength: "The driver's name must be 2 to 100 characters",
  vehicleTypeRequired: 'The vehicle type is required',
  vehicleProviderRequired: 'The vehicle provider is required',
  providerNameRequired: "The provider's name is required",
  invoiceNumberRequired: 'The invoice number is required',
  invoiceDateRequired: 'The invoice date is required',
  totalWithoutIvaRequired: 'The total without VAT is required',
  totalWithIvaRequired: 'The total with VAT is required',
  totalWithIvaBelowWithout: 'The total with VAT cannot be less than the total without VAT',
  amountInvalid: 'Enter a valid amount, up to 2 decimals',
  amountPositive: 'The amount must be more than 0',
  creditNoteNumberRequired: 'The credit note number is required',
  creditDateRequired: 'The credit note date is required',
  creditValueRequired: 'The credit note value is required',
};

export const logisticsErrors: Texts<typeof es> = {
  shipmentNotFound: 'Shipment not found',
  orderNotShippable: 'The order has no assigned material to ship',
  orderCancelled: 'The order is cancelled',
  maxShipments: 'At most 3 shipments',
  shortShipmentNotConfirmed: 'Are you sure you want to ship less than set in the order?',
  shipmentDelivered: 'A delivered shipment cannot be deleted',
  shipmentHasInvoice: "Delete the shipment's invoice first",
  lotChanged: 'The assigned material changed while you were shipping; try again',
  orderPaid: 'The order is paid; its delivery cannot be set back to pending',
  vehicleTypeNotFound: 'Vehicle type not found',
  providerNotFound: 'Vehicle provider not found',
  invoiceNotFound: 'Invoice not found',
  invoiceTaken: 'Invoice %{number} already exists',
  creditNoteTaken: 'Credit note %{number} already exists',
  creditNoteNotFound: 'Credit note not found',
  creditExceedsInvoice: "Credit notes cannot exceed the invoice's total without VAT (%{total})",
  documentNotFound: 'Document not found',
  remissionNotReady: 'The remission is still being generated',
  bulkAuthorizationNotGenerated: 'Generate the bulk authorization before sending it',
  warehouseWithoutEmail: 'Warehouse %{warehouse} has no e-mail address',
  notOverdue: 'The order is not late',
  orderNotSignable: "The order no longer awaits the customer's confirmation",
};
