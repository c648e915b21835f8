/**
 * The files of the logistics section: a document's download (or 'generando…' while the server
 * produces it again) through the order documents' download, and a file picker that checks the
 * chosen file at once with the order files' rules (size, extension in the list the use allows),
 * in the order documents' words.
 */
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { Box, Button, Chip, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { allowedTypesText, DEFAULT_ORDER_FILE_MAX_MB, fileProblem } from '../../../domain/orders/files';
import { openPendingTab } from '../../orders/detail/documents/saveFile';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import { T } from './logisticsQueries';

export interface DocumentRef {
  id: string;
  name: string;
  url: string | null;
  updating: boolean;
}

/** Opens the document in a new tab (PDFs and images show there; other types download). */
export function useOpenDocument() {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const dataProvider = useDataProvider<AppDataProvider>();
  return async (doc: DocumentRef) => {
    if (!doc.url) return;
    const tab = openPendingTab();
    try {
      const { blob } = await dataProvider.downloadOrderDocument({ url: doc.url });
      tab.show(blob);
    } catch {
      tab.close();
      notifyText(translate(`${T}.section.downloadError`), 'error');
    }
  };
}

/** A document's name as a download button, 'generando…' while it is produced again. */
export function DocumentButton({
  doc,
  label,
  variant = 'text',
}: {
  doc: DocumentRef;
  /** The button's accessible name (defaults to the file's name). */
  label?: string;
  variant?: 'text' | 'outlined' | 'icon';
}) {
  const translate = useTranslate();
  const open = useOpenDocument();
  if (doc.updating || !doc.url)
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<CircularProgress size={12} />}
        label={translate(`${T}.details.generating`)}
        data-testid="document-generating"
      />
    );
  if (variant === 'icon')
    return (
      <Tooltip title={label ?? doc.name}>
        <IconButton size="small" aria-label={label ?? doc.name} onClick={() => void open(doc)}>
          <DownloadRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button
      size="small"
      variant={variant}
      startIcon={<DownloadRounded />}
      aria-label={label}
      onClick={() => void open(doc)}
      sx={{ textTransform: 'none', maxWidth: '100%', justifyContent: 'flex-start' }}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {doc.name}
      </Box>
    </Button>
  );
}

/**
 * A button that opens the file chooser; the chosen file is checked before anything is sent and
 * either handed over or refused with its reason under the button.
 */
export function FilePicker({
  allowed,
  label,
  onFile,
  disabled,
  busy,
  icon = <UploadFileRounded />,
  testId,
}: {
  allowed: readonly string[];
  label: ReactNode;
  onFile: (file: File) => unknown;
  disabled?: boolean;
  busy?: boolean;
  icon?: ReactNode;
  testId?: string;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = fileProblem(file, DEFAULT_ORDER_FILE_MAX_MB, allowed);
    if (found) {
      setProblem(translate(`orders.files.${found.key}`, found.vars));
      return;
    }
    setProblem(null);
    onFile(file);
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon}
        loading={busy}
        loadingPosition="start"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={allowed.map((ext) => `.${ext}`).join(',')}
        onChange={choose}
        data-testid={testId}
      />
      <Typography
        variant="caption"
        color={problem ? 'error' : 'text.secondary'}
        role={problem ? 'alert' : undefined}
      >
        {problem ??
          translate(`${T}.files.allowed`, {
            types: allowedTypesText(allowed),
            max: DEFAULT_ORDER_FILE_MAX_MB,
          })}
      </Typography>
    </Box>
  );
}
