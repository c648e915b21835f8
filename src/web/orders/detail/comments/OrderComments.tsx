/**
 * Comments on the order (non-blank, Enter sends, Shift+Enter adds a line): the conversation oldest
 * first, each with its author and a relative date, and the box to add one — a form checked by the
 * domain's `orderCommentInputSchema`, whose refusal shows under the box.
 */
import SendIcon from '@mui/icons-material/Send';
import { Avatar, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect } from 'react';
import { Form, useCanAccess, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { type FieldValues, useController, useFormContext, useFormState } from 'react-hook-form';
import type { Locale } from '../../../../domain/i18n';
import {
  COMMENT_MAX_LENGTH,
  type OrderCommentInput,
  orderCommentInputSchema,
} from '../../../../domain/orders/views';
import { formatRelativeTime } from '../../../notifications/relativeTime';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { fieldErrorText } from '../../../ui/forms/fieldError';
import { useDomainResolver } from '../../../ui/forms/useDomainResolver';
import { refusalMessage } from '../../refusals';
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['orders', 'getOrderComments', { id: order.id }],
    queryFn: () => dataProvider.getOrderComments({ id: order.id }),
  });

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
          <CommentForm orderId={order.id} />
        </Box>
      )}
    </SectionCard>
  );
}

const NO_COMMENT = { comment: '' };

/** The box to add a comment, a form of its own. */
function CommentForm({ orderId }: { orderId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const resolver = useDomainResolver(orderCommentInputSchema);

  const send = async (values: FieldValues) => {
    const { comment } = values as OrderCommentInput;
    try {
      await dataProvider.addOrderComment({ id: orderId, comment });
      // The new comment, and its row in the timeline.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders', 'getOrderComments', { id: orderId }] }),
        queryClient.invalidateQueries({ queryKey: ['orders', 'getOrderHistory', { id: orderId }] }),
      ]);
      return undefined;
    } catch (error) {
      return { comment: refusalMessage(error) ?? translate(`${T}.error`) };
    }
  };

  return (
    <Form<OrderCommentInput>
      resolver={resolver}
      defaultValues={NO_COMMENT}
      onSubmit={send}
      noValidate
      disableInvalidFormNotification
    >
      <CommentInput />
    </Form>
  );
}

function CommentInput() {
  const translate = useTranslate();
  const { reset } = useFormContext<OrderCommentInput>();
  const { isSubmitting: sending, isSubmitSuccessful } = useFormState();
  const { field, fieldState } = useController<OrderCommentInput, 'comment'>({ name: 'comment' });
  const error = fieldErrorText(translate, fieldState.error);

  // A comment sent leaves the box empty for the next one.
  useEffect(() => {
    if (isSubmitSuccessful) reset(NO_COMMENT);
  }, [isSubmitSuccessful, reset]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter sends; Shift+Enter keeps the newline; an IME composition is never cut short.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      (event.target as HTMLTextAreaElement).form?.requestSubmit();
    }
  };

  return (
    <>
      <TextField
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        name={field.name}
        inputRef={field.ref}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
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
        <Button type="submit" variant="contained" size="small" endIcon={<SendIcon />} disabled={sending}>
          {translate(sending ? `${T}.sending` : `${T}.send`)}
        </Button>
      </Stack>
    </>
  );
}
