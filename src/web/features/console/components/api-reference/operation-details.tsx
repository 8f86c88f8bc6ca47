import type { ReactNode } from 'react';
import type { ApiOperation, JsonSchema } from '../../api/get-api-description.ts';
import { exampleOf, type NamedSchemas } from './schema-example.ts';
import { SchemaFields, typeLabel } from './schema-view.tsx';

const blockTitleClass = 'text-xs font-semibold tracking-wide text-ink uppercase';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-3">
      <h4 className={blockTitleClass}>{title}</h4>
      <div className="mt-1">{children}</div>
    </div>
  );
}

/** A schema's fields, then an example written from it. */
function SchemaWithExample(props: { schema: JsonSchema; named: NamedSchemas; label: string }) {
  return (
    <>
      <SchemaFields schema={props.schema} named={props.named} />
      <pre
        aria-label={`Example ${props.label}`}
        className="mt-2 max-h-72 overflow-auto rounded-lg border border-line bg-stone-50 p-2 font-mono text-xs text-ink"
      >
        {JSON.stringify(exampleOf(props.schema, props.named), null, 2)}
      </pre>
    </>
  );
}

/** An answer that is not an error: its media type, and for JSON its fields and an example. */
function SuccessAnswer(props: {
  status: string;
  answer: NonNullable<ApiOperation['responses']>[string];
  named: NamedSchemas;
}) {
  const [mediaType, content] = Object.entries(props.answer.content ?? {})[0] ?? [];
  return (
    <div className="mt-2">
      <p className="text-xs">
        <span className="font-mono font-semibold">{props.status}</span> {props.answer.description}
        {mediaType && mediaType !== 'application/json' && (
          <span className="font-mono text-ink-soft"> · {mediaType}</span>
        )}
      </p>
      {content?.schema && (
        <SchemaWithExample
          schema={content.schema}
          named={props.named}
          label={`answer ${props.status}`}
        />
      )}
    </div>
  );
}

const isError = (status: string) => status === 'default' || Number(status) >= 400;

/** What one call takes and answers, from its OpenAPI operation. */
export function OperationDetails(props: { operation: ApiOperation; named: NamedSchemas }) {
  const { parameters = [], requestBody, responses = {}, security = [] } = props.operation;
  const body = requestBody && Object.values(requestBody.content)[0]?.schema;
  const answers = Object.entries(responses);
  const errors = answers.filter(([status]) => isError(status));
  const takesKey = security.some((scheme) => 'apiKey' in scheme);
  return (
    <div className="mt-1 sm:pl-16">
      {takesKey && (
        <p className="text-xs text-ink-soft">
          Also takes an API key: <code>Authorization: Bearer ep_live_…</code>
        </p>
      )}
      {parameters.length > 0 && (
        <Block title="Parameters">
          <ul>
            {parameters.map((parameter) => (
              <li key={`${parameter.in} ${parameter.name}`} className="py-0.5 text-xs">
                <code className="font-semibold text-ink">{parameter.name}</code>{' '}
                <span className="text-ink-soft">
                  in {parameter.in} ·{' '}
                  <span className="font-mono break-words">
                    {parameter.schema ? typeLabel(parameter.schema) : 'string'}
                  </span>
                  {!parameter.required && ' · optional'}
                </span>
              </li>
            ))}
          </ul>
        </Block>
      )}
      {body && (
        <Block title="Request body">
          <SchemaWithExample schema={body} named={props.named} label="request body" />
        </Block>
      )}
      <Block title="Answers">
        {answers
          .filter(([status]) => !isError(status))
          .map(([status, answer]) => (
            <SuccessAnswer key={status} status={status} answer={answer} named={props.named} />
          ))}
        {errors.length > 0 && (
          <p className="mt-2 text-xs text-ink-soft">
            Errors, each in the error body:{' '}
            {errors.map(([status, answer]) => `${status} ${answer.description}`).join('; ')}.
          </p>
        )}
      </Block>
    </div>
  );
}
