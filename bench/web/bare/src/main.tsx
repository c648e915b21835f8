/**
 * The bare react-admin app `npm run bench:web` compares the product with: an order list in a
 * DataTable (10 a page, react-admin's default, as the product's), a row opening the order's Show
 * page, and an Edit page; react-admin's default layout, theme and English texts.
 */
import { Typography } from '@mui/material';
import {
  Admin,
  DataTable,
  DateField,
  Edit,
  List,
  NumberField,
  NumberInput,
  Resource,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  WithRecord,
} from 'react-admin';
import { createRoot } from 'react-dom/client';
import { dataProvider, type Order } from './dataProvider';

const OrderList = () => (
  <List sort={{ field: 'id', order: 'DESC' }}>
    <DataTable rowClick="show">
      <DataTable.Col source="reference" />
      <DataTable.Col source="customer" />
      <DataTable.Col source="status" />
      <DataTable.Col source="date" field={DateField} />
      <DataTable.NumberCol source="items" />
      <DataTable.NumberCol source="total" options={{ style: 'currency', currency: 'USD' }} />
    </DataTable>
  </List>
);

const OrderShow = () => (
  <Show>
    <SimpleShowLayout>
      <WithRecord<Order>
        render={(order) => (
          <Typography variant="h5" component="h1">
            Order {order.reference}
          </Typography>
        )}
      />
      <TextField source="customer" />
      <TextField source="status" />
      <DateField source="date" />
      <NumberField source="items" />
      <NumberField source="total" options={{ style: 'currency', currency: 'USD' }} />
    </SimpleShowLayout>
  </Show>
);

const OrderEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="customer" />
      <TextInput source="status" />
      <NumberInput source="items" />
      <NumberInput source="total" />
    </SimpleForm>
  </Edit>
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="orders" list={OrderList} show={OrderShow} edit={OrderEdit} />
  </Admin>,
);
