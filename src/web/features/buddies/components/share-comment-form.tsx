import { useForm, useWatch } from 'react-hook-form';
import { MAX_SHARE_COMMENT_LENGTH } from '#shared/rules/answer-shares.ts';
import { shareReactionInputSchema } from '#shared/schemas/answer-shares.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useReactToShare } from '../api/answer-share-mutations.ts';

/** The buddy's one comment on a shared answer, theirs to edit (emptied, it is taken back). */
export function ShareCommentForm(props: {
  shareId: number;
  ownerName: string;
  comment: string | null;
}) {
  const react = useReactToShare();
  const form = useForm({
    defaultValues: { comment: props.comment ?? '' },
    resolver: formResolver(shareReactionInputSchema, { required: {} }),
  });
  const length = useWatch({ control: form.control, name: 'comment' })?.length ?? 0;
  const fieldId = `share-comment-${props.shareId}`;

  async function submit(values: { comment?: string }) {
    try {
      const saved = await react.mutateAsync({
        shareId: props.shareId,
        change: { comment: values.comment ?? '' },
      });
      form.reset({ comment: saved.comment ?? '' });
      notify('success', saved.comment ? 'Comment Saved!' : 'Comment Removed', {
        id: `comment-${props.shareId}`,
        description: saved.comment ? `${props.ownerName} can read it now.` : undefined,
      });
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Comment Not Saved', { id: `comment-${props.shareId}` });
    }
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-2" noValidate>
      <TextareaField
        id={fieldId}
        label={
          <>
            Your comment<span className="sr-only"> for {props.ownerName}</span>
          </>
        }
        labelClassName="font-medium text-ink"
        error={form.formState.errors.comment?.message}
        hint={`${length} / ${MAX_SHARE_COMMENT_LENGTH} · one comment, yours to edit`}
        maxLength={MAX_SHARE_COMMENT_LENGTH}
        rows={2}
        placeholder="What stood out to you…"
        {...form.register('comment')}
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={react.isPending || !form.formState.isDirty}
        className="self-end"
      >
        {react.isPending ? 'Saving...' : props.comment ? 'Update Comment' : 'Post Comment'}
      </Button>
    </form>
  );
}
