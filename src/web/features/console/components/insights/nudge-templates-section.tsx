import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useAddNudgeTemplate } from '../../api/add-nudge-template.ts';
import { useChangeNudgeTemplate } from '../../api/change-nudge-template.ts';
import { useNudgeTemplates, type NudgeTemplate } from '../../api/get-nudge-templates.ts';
import { useRemoveNudgeTemplate } from '../../api/remove-nudge-template.ts';
import { NudgeTemplateDialog, templateUseLabels } from './nudge-template-dialog.tsx';

function TemplateCard({ template }: { template: NudgeTemplate }) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const change = useChangeNudgeTemplate(template.id);
  const remove = useRemoveNudgeTemplate(template.id);
  return (
    <li className="flex flex-col gap-2 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">{template.label}</h3>
        <span className="text-xs text-ink-soft">{templateUseLabels[template.suggestedFor]}</span>
      </div>
      <p className="text-sm whitespace-pre-line text-ink-soft">{template.message}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen('edit')}>
          Edit<span className="sr-only"> {template.label}</span>
        </Button>
        <Button variant="secondary" onClick={() => setOpen('delete')}>
          Delete<span className="sr-only"> {template.label}</span>
        </Button>
      </div>
      {open === 'edit' && (
        <NudgeTemplateDialog
          template={template}
          onSave={(input) => change.mutateAsync(input)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title={`Delete “${template.label}”?`}
          description="Nudges already sent keep their words; this template is no longer offered."
          confirmLabel="Delete Template"
          busyLabel="Please wait..."
          isBusy={remove.isPending}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setOpen(null);
                notify('success', 'Template Deleted', { id: 'nudge-template' });
              },
              onError: (error) =>
                notifyError(error, 'Template Not Deleted', { id: 'nudge-template' }),
            })
          }
        />
      )}
    </li>
  );
}

/** The words staff start nudges from: theirs to write, change and remove. */
export function NudgeTemplatesSection() {
  const templates = useNudgeTemplates();
  const add = useAddNudgeTemplate();
  const [isAdding, setIsAdding] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <Button className="self-start" onClick={() => setIsAdding(true)}>
        Add Template
      </Button>
      <QueryState
        query={templates}
        what="templates"
        emptyText="No templates yet: add one to start nudges from."
      >
        {(items) => (
          <ul aria-label="Nudge templates" className="grid gap-3 md:grid-cols-2">
            {items.map((template) => (
              <TemplateCard key={template.id} template={template} />
            ))}
          </ul>
        )}
      </QueryState>
      {isAdding && (
        <NudgeTemplateDialog
          onSave={(input) => add.mutateAsync(input)}
          onClose={() => setIsAdding(false)}
        />
      )}
    </div>
  );
}
