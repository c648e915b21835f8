/**
 * The order's files: name, type, who uploaded it and when, with download, edit and delete; the
 * proforma first, never editable, 'Actualizando…' while it is regenerated (the list asks again
 * every 30 s meanwhile). Without ORDER_DETAIL_FILES read a notice; without write no add, edit or
 * delete.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import { ORDER_DOCUMENT_TYPE_LABELS } from '../../../../domain/orders/enums';
import type { OrderDocumentView } from '../../../../domain/orders/views';
import { formatDateTime } from '../../../format';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useOrderIsLive } from '../../../realtime/useLive';
import { ConfirmDialog } from '../../../ui/feedback/ConfirmDialog';
import { SectionCard, SectionLoadError } from '../documents/SectionCard';
import { openPendingTab, saveBlob } from '../documents/saveFile';
import { ORDER_POLL_MS } from '../orderQueries';
import type { OrderSectionProps } from '../sectionProps';
import { DocumentEditDialog } from './DocumentEditDialog';
import { DocumentUploadDialog } from './DocumentUploadDialog';

const T = 'app.orderDocuments.files';
const opensInTab = (d: OrderDocumentView) =>
  d.contentType === 'application/pdf' || Boolean(d.contentType?.startsWith('image/'));

export function OrderFiles({ order, onChanged }: OrderSectionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const read = useCanAccess({ resource: 'orders', action: 'readFiles' });
  const write = useCanAccess({ resource: 'orders', action: 'writeFiles' });
  const access = {
    isPending: read.isPending || write.isPending,
    filesRead: read.canAccess === true,
    filesWrite: write.canAccess === true,
  };
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const live = useOrderIsLive(order.id);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<OrderDocumentView | null>(null);
  const [deleting, setDeleting] = useState<OrderDocumentView | null>(null);

  const query = useQuery({
    queryKey: ['orders', 'getOrderDocuments', { id: order.id }],
    queryFn: () => dataProvider.getOrderDocuments({ id: order.id }),
    enabled: access.filesRead,
    initialData: order.documents,
    initialDataUpdatedAt: 0,
    // While a generated document is being produced again and no live connection will say when it
    // is done, ask every 30 s like the order itself.
    refetchInterval: (q) => (!live && q.state.data?.some((d) => d.updating) ? ORDER_POLL_MS : false),
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['orders', 'getOrderDocuments', { id: order.id }] });
    void queryClient.invalidateQueries({ queryKey: ['orders', 'getOrderHistory', { id: order.id }] });
    onChanged();
  };

  const fetchFile = async (doc: OrderDocumentView, inTab: boolean) => {
    if (!doc.url) return;
    const tab = inTab ? openPendingTab() : null;
    try {
      const { blob, fileName } = await dataProvider.downloadOrderDocument({ url: doc.url });
      if (tab) tab.show(blob);
      else saveBlob(blob, fileName);
    } catch {
      tab?.close();
      notify(`${T}.downloadError`, { type: 'error' });
    }
  };

  if (access.isPending) return null;
  if (!access.filesRead) {
    return (
      <SectionCard title={translate(`${T}.title`)} testId="order-files">
        <Alert severity="info" icon={<LockOutlinedIcon />}>
          {translate(`${T}.noAccess`)}
        </Alert>
      </SectionCard>
    );
  }

  const documents = query.data ?? [];
  return (
    <SectionCard
      title={translate(`${T}.title`)}
      testId="order-files"
      actions={
        access.filesWrite && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setUploading(true)}>
            {translate(`${T}.add`)}
          </Button>
        )
      }
    >
      {query.isError && (
        <SectionLoadError
          message={translate(`${T}.loadError`)}
          retryLabel={translate(`${T}.retry`)}
          onRetry={() => void query.refetch()}
          sx={{ mb: 2 }}
        />
      )}
      {documents.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
          {translate(`${T}.empty`)}
        </Typography>
      ) : (
        <List disablePadding>
          {documents.map((doc, i) => (
            <ListItem
              key={doc.id}
              divider={i < documents.length - 1}
              disableGutters
              data-testid="order-file"
              sx={{ alignItems: 'flex-start', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <ListItemIcon sx={{ minWidth: 40, mt: 1 }}>
                {doc.contentType === 'application/pdf' ? (
                  <PictureAsPdfOutlinedIcon color="error" />
                ) : (
                  <InsertDriveFileOutlinedIcon color="action" />
                )}
              </ListItemIcon>
              <ListItemText
                sx={{ flex: '1 1 240px', minWidth: 0 }}
                primary={
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                  >
                    <Typography component="span" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
                      {doc.name}
                    </Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={ORDER_DOCUMENT_TYPE_LABELS[doc.type][lang]}
                    />
                    {doc.updating && (
                      <Chip
                        size="small"
                        color="warning"
                        icon={<CircularProgress size={12} color="inherit" />}
                        label={translate(`${T}.updating`)}
                        data-testid="document-updating"
                      />
                    )}
                  </Stack>
                }
                secondary={
                  doc.userName
                    ? translate(`${T}.uploadedBy`, {
                        name: doc.userName,
                        date: formatDateTime(doc.createdAt, lang),
                      })
                    : translate(`${T}.uploadedOn`, { date: formatDateTime(doc.createdAt, lang) })
                }
              />
              <Stack direction="row" spacing={0.5} sx={{ ml: { xs: 5, sm: 0 }, flexShrink: 0 }}>
                {opensInTab(doc) && (
                  <Tooltip title={translate(`${T}.open`)}>
                    <span>
                      <IconButton
                        aria-label={`${translate(`${T}.open`)} ${doc.name}`}
                        disabled={!doc.url || doc.updating}
                        onClick={() => void fetchFile(doc, true)}
                      >
                        <OpenInNewIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                )}
                <Tooltip title={translate(`${T}.download`)}>
                  <span>
                    <IconButton
                      aria-label={`${translate(`${T}.download`)} ${doc.name}`}
                      disabled={!doc.url || doc.updating}
                      onClick={() => void fetchFile(doc, false)}
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                {access.filesWrite && doc.editable && (
                  <>
                    <Tooltip title={translate(`${T}.edit`)}>
                      <IconButton
                        aria-label={`${translate(`${T}.edit`)} ${doc.name}`}
                        onClick={() => setEditing(doc)}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={translate(`${T}.delete`)}>
                      <IconButton
                        aria-label={`${translate(`${T}.delete`)} ${doc.name}`}
                        color="error"
                        onClick={() => setDeleting(doc)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
                {access.filesWrite && !doc.editable && (
                  <Tooltip title={translate(`${T}.generatedHint`)}>
                    <Box
                      role="img"
                      aria-label={translate(`${T}.generatedHint`)}
                      sx={{ display: 'grid', placeItems: 'center', width: 40, color: 'text.secondary' }}
                    >
                      <LockOutlinedIcon fontSize="small" aria-hidden />
                    </Box>
                  </Tooltip>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}

      <DocumentUploadDialog
        orderId={order.id}
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => {
          setUploading(false);
          notify(`${T}.upload.success`, { type: 'success' });
          refresh();
        }}
      />
      {editing && (
        <DocumentEditDialog
          orderId={order.id}
          document={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify(`${T}.editDialog.success`, { type: 'success' });
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        variant="danger"
        title={translate(`${T}.deleteDialog.title`)}
        content={deleting ? translate(`${T}.deleteDialog.content`, { name: deleting.name }) : undefined}
        onConfirm={async () => {
          if (!deleting) return;
          await dataProvider.deleteOrderDocument({ id: order.id, documentId: deleting.id });
          notify(`${T}.deleteDialog.success`, { type: 'success' });
          refresh();
        }}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
