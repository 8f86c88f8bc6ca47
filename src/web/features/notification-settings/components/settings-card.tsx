import { useId, type ReactNode } from 'react';

/** A labelled control with a line of explanation; the control is named and described by them. */
export function SettingRow(props: {
  label: string;
  description: string;
  control: (ids: { labelId: string; descriptionId: string; controlId: string }) => ReactNode;
}) {
  const labelId = useId();
  const descriptionId = useId();
  const controlId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <label id={labelId} htmlFor={controlId} className="font-medium text-ink">
          {props.label}
        </label>
        <p id={descriptionId} className="text-sm text-ink-soft">
          {props.description}
        </p>
      </div>
      {props.control({ labelId, descriptionId, controlId })}
    </div>
  );
}
