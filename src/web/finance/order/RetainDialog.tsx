/**
 * Finance retains an order: the reason (overdue invoices, overdraft or both) and an optional
 * comment that becomes the message the seller reads, checked by the domain's retain body. While it
 * is sent the dialog cannot be dismissed; a refusal stays in the dialog (and the toast says so).
 * Mounted only while open, so each opening starts empty.
 */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { RETAIN_REASONS } from '../../../domain/finance/retention';
import { type RetainBody, retainBodySchema } from '../../../domain/finance/views';
import { FormDialog } from '../../ui/forms/FormDialog';
import { FormRadioGroup } from '../../ui/forms/FormRadioGroup';
import { FormTextField } from '../../ui/forms/FormTextField';
import { useDomainResolver } from '../../ui/forms/useDomainResolver';

const T = 'app.finance.retain';
const COMMENT_MAX = 500;

/** The retain body without the version (the section adds the one it shows). */
const retainFormSchema = retainBodySchema.pick({ reason: true, comment: true }).extend({
  // Leaving the reason out is the one way to get it wrong.
  reason: z.enum(RETAIN_REASONS, `${T}.reasonRequired`),
});
type RetainForm = z.infer<typeof retainFormSchema>;

const RETAIN_FIELDS = ['reason', 'comment'] as const;

interface Props {
  orderNumber: string;
  onClose: () => void;
  /** Rejects when the server refused: the dialog stays open with the reason. */
  onRetain: (body: Omit<RetainBody, 'version'>) => Promise<unknown>;
}

function CommentInput() {
  const translate = useTranslate();
  const comment = useWatch<RetainForm, 'comment'>({ name: 'comment' }) ?? '';
  return (
    <FormTextField
      name="comment"
      label={translate(`${T}.comment`)}
      limits={{ max: COMMENT_MAX }}
      multiline
      minRows={2}
      maxRows={6}
      helperText={`${translate(`${T}.commentHelp`)} (${comment.length}/${COMMENT_MAX})`}
    />
  );
}

export function RetainDialog({ orderNumber, onClose, onRetain }: Props) {
  const translate = useTranslate();
  const resolver = useDomainResolver(retainFormSchema);
  const save = async ({ reason, comment }: RetainForm) => {
    await onRetain({ reason, ...(comment ? { comment } : {}) });
    onClose();
  };
  return (
    <FormDialog<RetainForm>
      title={translate(`${T}.title`, { number: orderNumber })}
      saveLabel={translate(`${T}.confirm`)}
      savingLabel={translate(`${T}.saving`)}
      cancelLabel={translate(`${T}.cancel`)}
      saveColor="warning"
      resolver={resolver}
      defaultValues={{ comment: '' }}
      onSave={save}
      errors={{ fields: RETAIN_FIELDS }}
      onClose={onClose}
      maxWidth="xs"
      formSx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.help`)}
      </Typography>
      <FormRadioGroup
        name="reason"
        label={translate(`${T}.reason`)}
        options={RETAIN_REASONS}
        optionLabel={(reason) => translate(`${T}.reasons.${reason}`)}
        row={false}
        required
      />
      <CommentInput />
    </FormDialog>
  );
}
