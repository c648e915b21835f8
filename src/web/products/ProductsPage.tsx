/**
 * /products/create: the "Nuevo producto" form above the product catalogue, and editing of any
 * product of the catalogue in a dialog.
 */
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { hasPermission } from '../../domain/permissions';
import type { Product } from '../../domain/products';
import type { AppPermissions } from '../providers/authProvider';
import { PageHeader } from '../ui/PageHeader';
import { ProductCreateCard } from './ProductCreateCard';
import { ProductEditDialog } from './ProductEditDialog';
import { ProductList } from './ProductList';

/** Creating and changing products both need PRODUCT_CREATE write, as the API requires. */
export function useCanWriteProducts(): boolean {
  const { permissions } = usePermissions<AppPermissions>();
  return hasPermission(permissions?.permissions ?? [], 'PRODUCT_CREATE', 'WRITE');
}

export function ProductsPage() {
  const translate = useTranslate();
  const canWrite = useCanWriteProducts();
  const [editing, setEditing] = useState<Product | null>(null);
  return (
    <Box>
      <PageHeader title={translate('app.products.title')} subtitle={translate('app.products.subtitle')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        {canWrite && <ProductCreateCard />}
        <Box component="section" aria-labelledby="product-catalogue-title" sx={{ minWidth: 0 }}>
          <Typography
            id="product-catalogue-title"
            variant="h3"
            component="h2"
            sx={{ fontSize: '1.1rem', mb: 1.5 }}
          >
            {translate('app.products.list.title')}
          </Typography>
          <ProductList canWrite={canWrite} onEdit={setEditing} />
        </Box>
      </Box>
      {editing && <ProductEditDialog product={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
