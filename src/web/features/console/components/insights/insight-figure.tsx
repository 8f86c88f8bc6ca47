/** One headline figure of a view, in a card: its label and its value (ember when it calls for action). */
export function InsightFigure(props: { label: string; value: string; isAlarm?: boolean }) {
  return (
    <div className="flex flex-col gap-1 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm">
      <dt className="text-sm text-ink-soft">{props.label}</dt>
      <dd className={`text-2xl font-semibold ${props.isAlarm ? 'text-ember-700' : 'text-ink'}`}>
        {props.value}
      </dd>
    </div>
  );
}
