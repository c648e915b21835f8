/**
 * /products/create: the "Nuevo producto" form above the product catalogue, and editing of any
 * product of the catalogue in a dialog.
 */
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import type { Product } from '../../domain/products';
import { PageHeader } from '../ui/PageHeader';
import { ProductCreateCard } from './ProductCreateCard';
import { ProductEditDialog } from './ProductEditDialog';
import { ProductList } from './ProductList';

export function ProductsPage() {
  const translate = useTranslate();
  const canWrite = useCanAccess({ resource: 'products', action: 'create' }).canAccess === true;
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
