import { useId, type ReactNode } from 'react';

/** One titled card of /profile/settings. */
export function SettingsCard(props: { heading: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {props.heading}
        </h2>
        {props.intro && <p className="text-sm text-ink-soft">{props.intro}</p>}
      </div>
      {props.children}
    </section>
  );
}

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
