/**
 * The tenant's logo or favicon: the current image, and a new one chosen with the button or dropped
 * on the zone. Type and size are checked here before sending (the server checks the real content
 * again); its refusals are shown as it words them. An upload is saved at once and answers the
 * whole configuration with a new version, which the caller takes for the next save of the form.
 */
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TenantAssetKind, TenantConfig } from '../../domain/tenants';
import { failureKindOf, serverMessageOf } from '../providers/apiErrors';
import type { AppDataProvider } from '../providers/dataProvider';
import { acceptOf, imageProblemOf, MAX_IMAGE_KB, typeLabelsOf } from './imageFile';

interface Props {
  kind: TenantAssetKind;
  current: string | null;
  disabled: boolean;
  onUploaded: (config: TenantConfig) => void;
}

export function ImageUpload({ kind, current, disabled, onUploaded }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const titleId = useId();
  const hintId = useId();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`app.tenantConfig.images.${key}`, args);
  const types = typeLabelsOf(kind);
  const busy = disabled || uploading;

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = imageProblemOf(file, kind);
    if (problem) {
      setError(
        problem.kind === 'type'
          ? t('wrongType', { types: problem.types })
          : problem.kind === 'size'
            ? t('tooLarge', { size: problem.sizeKb, max: problem.maxKb })
            : t('empty'),
      );
      return;
    }
    setUploading(true);
    try {
      onUploaded(await dataProvider.uploadTenantImage(kind, file));
    } catch (failure) {
      const reason = failureKindOf(failure);
      setError(
        reason === 'server'
          ? (serverMessageOf(failure) ?? t('failed'))
          : translate(`app.lists.error.${reason}`),
      );
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    void send(event.dataTransfer.files[0]);
  };

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      data-testid={`upload-${kind}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={(theme) => ({
        border: '1.5px dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        gap: 1.5,
        transition: 'border-color 120ms, background-color 120ms',
      })}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box
          sx={{
            width: kind === 'logo' ? 132 : 64,
            height: 64,
            flexShrink: 0,
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
            display: 'grid',
            placeItems: 'center',
            // A light checkerboard shows where an image is transparent.
            backgroundColor: '#fff',
            backgroundImage:
              'linear-gradient(45deg,#f1f3f5 25%,transparent 25%,transparent 75%,#f1f3f5 75%),linear-gradient(45deg,#f1f3f5 25%,transparent 25%,transparent 75%,#f1f3f5 75%)',
            backgroundSize: '12px 12px',
            backgroundPosition: '0 0, 6px 6px',
            overflow: 'hidden',
          }}
        >
          {current ? (
            <Box
              component="img"
              src={current}
              alt={t(`${kind}Current`)}
              sx={{
                maxWidth: kind === 'logo' ? 120 : 32,
                maxHeight: kind === 'logo' ? 52 : 32,
                objectFit: 'contain',
              }}
            />
          ) : (
            <ImageOutlined sx={{ color: 'text.disabled' }} aria-label={t('none')} />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} sx={{ fontWeight: 600 }}>
            {t(kind)}
          </Typography>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {t(`${kind}Hint`, { types, max: MAX_IMAGE_KB })}
          </Typography>
        </Box>
      </Box>
      {uploading && <LinearProgress aria-label={t('uploading')} />}
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {!disabled && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<CloudUploadOutlined />}
            disabled={busy}
            onClick={() => inputRef.current?.click()}
          >
            {uploading ? t('uploading') : t(`${kind}Upload`)}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {t('drop')}
          </Typography>
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={acceptOf(kind)}
            data-testid={`file-${kind}`}
            aria-label={t(`${kind}Upload`)}
            onChange={(event) => void send(event.target.files?.[0])}
          />
        </Box>
      )}
    </Box>
  );
}
