/**
 * Editing an open request in a dialog: its terms and its product, with the version the page shows;
 * a stale version (409) offers to load the latest. An edit of a costed request sends it back to
 * costing (the server decides; the page shows the status it answers).
 */
import { useMemo, useState } from 'react';
import { useDataProvider, useGetOne, useNotify, usePermissions } from 'react-admin';
import { businessDay } from '../../domain/dates';
import type { PriceRequestDetail, PriceRequestUpdate } from '../../domain/priceRequests';
import type { Product } from '../../domain/products';
import { dataScopeOf } from '../../domain/roles';
import type { ProductOption } from '../orders/create/ProductPicker';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppPermissions } from '../providers/authProvider';
import type { AppDataProvider } from '../providers/dataProvider';
import { FormDialog } from '../ui/forms/FormDialog';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { editInputOf, editSchema, editValuesOf } from './editForm';
import { useRequestChanged } from './priceRequestQueries';
import { RequestProductRow } from './RequestProductRows';
import { RequestTermsInputs } from './RequestTermsInputs';

export function EditRequestDialog({
  request: loaded,
  onClose,
}: {
  request: PriceRequestDetail;
  onClose: () => void;
}) {
  const { data: product, isPending } = useGetOne<Product>('products', { id: loaded.product.id });
  // The product's other packagings are offered once the catalogue answers; until then its own.
  if (isPending) return null;
  const option: ProductOption = {
    id: loaded.product.id,
    reference: loaded.product.reference,
    name: loaded.product.name,
    packagingTypes: product?.packagingTypes ?? [loaded.packagingType],
  };
  return <EditForm loaded={loaded} product={option} onClose={onClose} />;
}

function EditForm({
  loaded,
  product,
  onClose,
}: {
  loaded: PriceRequestDetail;
  product: ProductOption;
  onClose: () => void;
}) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const changed = useRequestChanged();
  const { permissions } = usePermissions<AppPermissions>();
  const today = useMemo(() => businessDay(), []);
  // The request as last read: its version goes with the save.
  const [request, setRequest] = useState(loaded);
  const schema = useMemo(
    () => editSchema(request.version, today, loaded.deliveryWindowFrom),
    [request.version, today, loaded.deliveryWindowFrom],
  );
  const resolver = useDomainResolver(schema);

  const save = async (body: PriceRequestUpdate) => {
    const { data } = await dataProvider.update<PriceRequestDetail>('price-request', {
      id: request.id,
      data: body,
      previousData: request,
    });
    await changed(data);
    notify('app.priceRequestDetail.edit.done', {
      type: 'success',
      messageArgs: { number: request.displayNumber },
    });
    onClose();
  };

  const reloadLatest = async () => {
    const fresh = await dataProvider.getPriceRequest({ id: loaded.id });
    setRequest(fresh);
    return editValuesOf(fresh, product);
  };

  return (
    <FormDialog
      title={t('app.priceRequestDetail.edit.title', {
        number: loaded.displayNumber,
        customer: loaded.customer.companyName,
      })}
      saveLabel={t('app.priceRequestDetail.edit.save')}
      resolver={resolver}
      defaultValues={editValuesOf(loaded, product)}
      onSave={save}
      errors={{ inputOf: editInputOf }}
      onClose={onClose}
      onReload={reloadLatest}
      saveNeedsChanges
    >
      <RequestProductRow index={0} canRemove={false} onRemove={() => undefined} />
      <RequestTermsInputs
        withCustomer={false}
        scope={permissions ? dataScopeOf(permissions.role) : 'none'}
        customerId={loaded.customer.id}
        today={today}
      />
    </FormDialog>
  );
}
