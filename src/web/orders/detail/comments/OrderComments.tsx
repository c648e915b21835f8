/**
 * Comments on the order (seeds §5: non-blank, Enter sends, Shift+Enter adds a line): the
 * conversation oldest first, each with its author and a relative date, and the box to add one.
 */
import SendIcon from '@mui/icons-material/Send';
import { Avatar, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import { COMMENT_MAX_LENGTH } from '../../../../domain/orders/views';
import { formatRelativeTime } from '../../../notifications/relativeTime';
import { errorMessageOf } from '../../../providers/httpClient';
import { fetchComments, orderKeys, postComment } from '../documents/orderDocumentsApi';
import { SectionCard, SectionLoadError } from '../documents/SectionCard';
import type { OrderSectionProps } from '../sectionProps';

const T = 'app.orderDocuments.comments';
const initials = (first: string, last: string) => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();

export function OrderComments({ order }: OrderSectionProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  // Same rule as the API: whoever may open the order page comments on it.
  const { canAccess: canComment } = useCanAccess({ resource: 'orders', action: 'comment' });
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const query = useQuery({ queryKey: orderKeys.comments(order.id), queryFn: () => fetchComments(order.id) });

  const send = async () => {
    if (sending) return;
    if (!text.trim()) {
      setError(translate(`${T}.required`));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await postComment(order.id, text);
      setText('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.comments(order.id) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.history(order.id) }),
      ]);
    } catch (failure) {
      setError(errorMessageOf(failure) || translate(`${T}.error`));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter sends; Shift+Enter keeps the newline; an IME composition is never cut short.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const comments = query.data ?? [];
  const now = Date.now();
  return (
    <SectionCard title={translate(`${T}.title`)} testId="order-comments">
      {query.isError && (
        <SectionLoadError
          message={translate(`${T}.loadError`)}
          retryLabel={translate(`${T}.retry`)}
          onRetry={() => void query.refetch()}
          sx={{ mb: 2 }}
        />
      )}
      {query.isSuccess && comments.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>{translate(`${T}.empty`)}</Typography>
      )}
      <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {comments.map((c) => (
          <Stack key={c.id} component="li" direction="row" spacing={1.5} data-testid="order-comment">
            <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>
              {initials(c.user.firstName, c.user.lastName)}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }} variant="body2">
                  {`${c.user.firstName} ${c.user.lastName}`}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }} title={c.date}>
                  {formatRelativeTime(c.date, { now, locale: lang })}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mt: 0.25 }}>
                {c.comment}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
      {canComment && (
        <Box sx={{ mt: comments.length ? 3 : 1 }}>
          <TextField
            multiline
            minRows={2}
            maxRows={8}
            fullWidth
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (error && e.target.value.trim()) setError(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={translate(`${T}.placeholder`)}
            error={Boolean(error)}
            helperText={error ?? translate(`${T}.hint`)}
            disabled={sending}
            slotProps={{
              htmlInput: { maxLength: COMMENT_MAX_LENGTH, 'aria-label': translate(`${T}.placeholder`) },
            }}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
            <Button
              variant="contained"
              size="small"
              endIcon={<SendIcon />}
              onClick={() => void send()}
              disabled={sending}
            >
              {translate(sending ? `${T}.sending` : `${T}.send`)}
            </Button>
          </Stack>
        </Box>
      )}
    </SectionCard>
  );
}
