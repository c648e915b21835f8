/**
 * "Asignar vendedores": the sellers a representative looks after, chosen from every seller of the
 * tenant (searchable; the current ones come checked) and saved as a whole set. A refusal (a cycle
 * in the hierarchy, say) shows the server's words, or 'No se pudo guardar la asignación'.
 *
 * The sellers come from `hierarchy-by-role?role=seller`: the screen's own permission, every seller
 * (also blocked ones still assigned) and who else supervises each; `/api/sellers` is limited to
 * the caller's own scope and `/api/users` needs USER_MANAGEMENT.
 */
import SearchRounded from '@mui/icons-material/SearchRounded';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { HierarchyItem } from '../../domain/users';
import { failureKindOf, serverMessageOf } from '../providers/apiErrors';
import type { AppDataProvider } from '../providers/dataProvider';
import { ErrorState } from '../ui/lists/ListStates';
import { SELLER_ROLE, useHierarchy, useRefreshHierarchy } from './hierarchyQueries';
import {
  assignmentChanges,
  candidatesFor,
  matchesSearch,
  nameOf,
  type SellerCandidate,
} from './sellerChoice';

export interface AssignSellersDialogProps {
  representative: HierarchyItem;
  onClose: () => void;
}

/** Mounted only while open, so each opening starts from the current assignment. */
export function AssignSellersDialog({ representative, onClose }: AssignSellersDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshHierarchy();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const sellers = useHierarchy(SELLER_ROLE);
  const before = useMemo(() => representative.subordinates.map((s) => s.id), [representative]);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(before));
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = nameOf(representative);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.hierarchy.assign.${key}`, options);

  const candidates = useMemo(
    () => (sellers.data ? candidatesFor(representative, sellers.data) : []),
    [representative, sellers.data],
  );
  const shown = candidates.filter((c) => matchesSearch(c, text));
  const chosen = candidates.filter((c) => selected.has(c.id));
  const { added, removed } = assignmentChanges(before, selected);
  const changed = added + removed > 0;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await dataProvider.replaceSubordinates(representative.id, [...selected]);
      notify('app.hierarchy.assign.saved', { type: 'success', messageArgs: { name } });
      await refresh();
      onClose();
    } catch (failure) {
      const message = failureKindOf(failure) === 'server' ? serverMessageOf(failure) : undefined;
      setError(message ?? t('error'));
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {t('title')}
        <Typography color="text.secondary" component="span" sx={{ display: 'block', fontSize: '0.95rem' }}>
          {t('subtitle', { name })}
        </Typography>
      </DialogTitle>
      <Box sx={{ px: 3, pt: 1.5, pb: 1.5, display: 'grid', gap: 1.5 }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          size="small"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          // A phone's keyboard would cover the list it is meant to narrow.
          autoFocus={!fullScreen}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <SelectedChips chosen={chosen} onRemove={toggle} onClear={() => setSelected(new Set())} />
      </Box>
      <DialogContent dividers sx={{ p: 0, minHeight: 240 }}>
        {sellers.isPending ? (
          <Box sx={{ p: 2 }} role="status" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={52} />
            ))}
          </Box>
        ) : sellers.error ? (
          <ErrorState
            error={sellers.error}
            title={t('loadError')}
            onRetry={() => void sellers.refetch()}
            dense
          />
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {text.trim() ? t('noMatches', { text: text.trim() }) : t('noSellers')}
          </Typography>
        ) : (
          <List dense aria-label={t('list')} sx={{ py: 0 }}>
            {shown.map((candidate) => (
              <CandidateRow
                key={candidate.id}
                candidate={candidate}
                checked={selected.has(candidate.id)}
                onToggle={() => toggle(candidate.id)}
              />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mr: 'auto', flexBasis: { xs: '100%', sm: 'auto' }, mb: { xs: 0.5, sm: 0 } }}
          aria-live="polite"
        >
          {changed ? t('changes', { added, removed }) : t('noChanges')}
        </Typography>
        <Button color="inherit" onClick={onClose} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={!changed || sellers.isPending}
          loading={saving}
          loadingPosition="start"
        >
          {t(saving ? 'saving' : 'save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SelectedChips({
  chosen,
  onRemove,
  onClear,
}: {
  chosen: SellerCandidate[];
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', minHeight: 32 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 0.5 }}>
        {translate('app.hierarchy.assign.selected', { smart_count: chosen.length })}
      </Typography>
      {chosen.map((person) => (
        <Chip
          key={person.id}
          size="small"
          label={nameOf(person)}
          onDelete={() => onRemove(person.id)}
          color="primary"
          variant="outlined"
        />
      ))}
      {chosen.length > 1 && (
        <Button size="small" color="inherit" onClick={onClear} sx={{ color: 'text.secondary' }}>
          {translate('app.hierarchy.assign.clear')}
        </Button>
      )}
    </Box>
  );
}

function CandidateRow({
  candidate,
  checked,
  onToggle,
}: {
  candidate: SellerCandidate;
  checked: boolean;
  onToggle: () => void;
}) {
  const translate = useTranslate();
  const labelId = useId();
  const others = candidate.otherSupervisors.map(nameOf).join(', ');
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onToggle} dense sx={{ py: 1 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Checkbox
            edge="start"
            checked={checked}
            tabIndex={-1}
            disableRipple
            slotProps={{ input: { 'aria-labelledby': labelId } }}
          />
        </ListItemIcon>
        <ListItemText
          id={labelId}
          primary={
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {nameOf(candidate)}
              {candidate.isBlocked && (
                <Chip
                  size="small"
                  color="error"
                  variant="outlined"
                  label={translate('app.hierarchy.assign.blocked')}
                />
              )}
            </Box>
          }
          secondary={
            <>
              {candidate.email}
              {others && (
                <Box component="span" sx={{ display: 'block' }}>
                  {translate('app.hierarchy.assign.alsoWith', { names: others })}
                </Box>
              )}
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: 500 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
