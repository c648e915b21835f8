/**
 * The transport form (PUT /api/order-logistic/{id}/assign-transport), one schema for both delivery
 * models: pickup keeps plates, driver and comments; the delivery-partner model also needs the
 * vehicle type, the provider (an existing one, or a new name created inline) and the delivery
 * date, not before today.
 */
import { z } from 'zod';
import { lkey, logisticsDay } from './fields';

export const PLATES_PATTERN = /^[A-Za-z0-9-]+$/;
export const DRIVER_NAME_MIN = 2;
export const DRIVER_NAME_MAX = 100;
export const TRANSPORT_COMMENTS_MAX = 500;
export const PROVIDER_NAME_MAX = 100;

const plates = z
  .string({ error: lkey('platesRequired') })
  .trim()
  // An empty field says only that it is required, not also that its pattern is wrong.
  .min(1, { error: lkey('platesRequired'), abort: true })
  .max(20, lkey('platesPattern'))
  .regex(PLATES_PATTERN, lkey('platesPattern'))
  .transform((v) => v.toUpperCase());

const driverName = z
  .string({ error: lkey('driverNameRequired') })
  .trim()
  .min(1, { error: lkey('driverNameRequired'), abort: true })
  .min(DRIVER_NAME_MIN, lkey('driverNameLength'))
  .max(DRIVER_NAME_MAX, lkey('driverNameLength'));

const comments = z
  .string()
  .trim()
  .max(TRANSPORT_COMMENTS_MAX, lkey('commentsTooLong'))
  .nullish()
  .transform((v) => v || null);

/** `deliveryPartner` when the order is delivered by the tenant's carriers (the original's {product} model). */
export const transportSchema = (opts: { deliveryPartner: boolean; today: string }) =>
  z
    .object({
      plates,
      driverName,
      comments,
      vehicleTypeId: z.string().nullish(),
      /** An existing provider… */
      vehicleProviderId: z.string().nullish(),
      /** …or a new one, created with the assignment. */
      newProviderName: z.string().trim().max(PROVIDER_NAME_MAX, 'validation.tooLong').nullish(),
      deliveryDate: z.string().nullish(),
      /** The shipment's version read by the form (two people never overwrite each other). */
      version: z.number().int().min(1, 'validation.tooSmall'),
    })
    .strict()
    .superRefine((v, ctx) => {
      if (!opts.deliveryPartner) return;
      const uuid = z.uuid();
      if (!v.vehicleTypeId)
        ctx.addIssue({ code: 'custom', path: ['vehicleTypeId'], message: lkey('vehicleTypeRequired') });
      else if (!uuid.safeParse(v.vehicleTypeId).success)
        ctx.addIssue({ code: 'custom', path: ['vehicleTypeId'], message: 'validation.uuid' });
      if (v.newProviderName === undefined || v.newProviderName === null) {
        if (!v.vehicleProviderId)
          ctx.addIssue({
            code: 'custom',
            path: ['vehicleProviderId'],
            message: lkey('vehicleProviderRequired'),
          });
        else if (!uuid.safeParse(v.vehicleProviderId).success)
          ctx.addIssue({ code: 'custom', path: ['vehicleProviderId'], message: 'validation.uuid' });
      } else if (v.newProviderName === '')
        ctx.addIssue({ code: 'custom', path: ['newProviderName'], message: lkey('providerNameRequired') });
      const date = logisticsDay(lkey('deliveryDateRequired'), { min: opts.today }).safeParse(
        v.deliveryDate ?? '',
      );
      if (!date.success)
        for (const issue of date.error.issues)
          ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: issue.message });
    });
export type TransportInput = z.input<ReturnType<typeof transportSchema>>;
export type TransportBody = z.output<ReturnType<typeof transportSchema>>;

/** POST /api/transport-providers (inline creation). */
export const transportProviderCreateSchema = z
  .object({
    name: z
      .string({ error: lkey('providerNameRequired') })
      .trim()
      .min(1, lkey('providerNameRequired'))
      .max(PROVIDER_NAME_MAX, 'validation.tooLong'),
  })
  .strict();

export const vehicleTypeSchema = z.object({ id: z.uuid(), name: z.string(), capacityTons: z.string() });
export type VehicleTypeView = z.infer<typeof vehicleTypeSchema>;
export const transportProviderSchema = z.object({ id: z.uuid(), name: z.string() });
export type TransportProviderView = z.infer<typeof transportProviderSchema>;
