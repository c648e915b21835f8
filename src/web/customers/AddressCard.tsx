/** One address of the customer's page: type, principal and active marks, the address, phone and map. */
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  Chip,
  type ChipProps,
  IconButton,
  Link,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Address, AddressType } from '../../domain/customers';

const TYPE_COLORS: Record<AddressType, ChipProps['color']> = {
  billing: 'primary',
  shipping: 'secondary',
  both: 'info',
};

/** "Avenida de la Noria 118 Int. 4". */
export function streetLine(address: Address): string {
  const number = address.intNumber ? `${address.extNumber} Int. ${address.intNumber}` : address.extNumber;
  return `${address.street} ${number}`;
}

/** "Parque Industrial TLC, 76248 El Marqués, Querétaro". */
export function placeLine(address: Address): string {
  const z = address.zipCode;
  const place = z.city && z.city !== z.municipality ? `${z.municipality}, ${z.city}` : z.municipality;
  return `${z.settlement}, ${z.zipCode} ${place}, ${z.state}`;
}

export interface AddressCardProps {
  address: Address;
  canWrite: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}

export function AddressCard({ address, canWrite, onEdit, onDelete }: AddressCardProps) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, string>) => translate(`app.customers.addresses.${key}`, vars);
  const name = streetLine(address);
  const between = [address.optionalStreetOne, address.optionalStreetTwo].filter(Boolean).join(' · ');
  return (
    <Card
      component="article"
      data-testid="address-card"
      aria-label={name}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        opacity: address.active ? 1 : 0.75,
        borderColor: address.principalAddress ? 'primary.light' : undefined,
      }}
    >
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          <Chip
            size="small"
            color={TYPE_COLORS[address.addressType]}
            label={t(`types.${address.addressType}`)}
            data-testid="address-type"
          />
          {address.principalAddress && (
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              icon={<StarRounded />}
              label={t('principal')}
              data-testid="address-principal"
            />
          )}
          <Chip
            size="small"
            variant="outlined"
            color={address.active ? 'success' : 'default'}
            label={t(address.active ? 'active' : 'inactive')}
          />
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {placeLine(address)}
          </Typography>
          {between && (
            <Typography variant="body2" color="text.secondary">
              {between}
            </Typography>
          )}
        </Box>
        {address.description && (
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            {address.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.secondary' }}>
          {address.phone && (
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <PhoneOutlined fontSize="small" aria-hidden />
              <Link href={`tel:${address.areaCode}${address.phone.replace(/\D/g, '')}`} underline="hover">
                {`${address.areaCode} ${address.phone}`}
              </Link>
            </Typography>
          )}
          {address.mapUrl && (
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <MapOutlined fontSize="small" aria-hidden />
              <Link href={address.mapUrl} target="_blank" rel="noopener noreferrer" underline="hover">
                {t('map')}
              </Link>
            </Typography>
          )}
        </Box>
      </CardContent>
      {canWrite && (
        <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
          <Tooltip title={t('edit')}>
            <IconButton onClick={() => onEdit(address)} aria-label={t('editOne', { address: name })}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('delete')}>
            <IconButton
              onClick={() => onDelete(address)}
              aria-label={t('deleteOne', { address: name })}
              color="error"
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </CardActions>
      )}
    </Card>
  );
}
