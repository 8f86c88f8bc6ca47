import { useState, type ComponentType, type ReactNode } from 'react';

type OpenableProps = { defaultOpen: boolean };
type TriggerHandlers = {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
  'aria-busy'?: true;
};

/**
 * Renders a look-alike trigger until the creator reaches for it, then swaps in
 * the real (heavier) component, already open. Keeps menu and popover code out
 * of the first paint; hover or focus starts the download early.
 */
export function LoadOnInteraction(props: {
  load: () => Promise<ComponentType<OpenableProps>>;
  renderTrigger: (handlers: TriggerHandlers) => ReactNode;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<OpenableProps> | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  if (Loaded) return <Loaded defaultOpen />;

  return props.renderTrigger({
    onPointerEnter: () => void props.load(),
    onFocus: () => void props.load(),
    onClick: () => {
      setIsLoading(true);
      props
        .load()
        .then((component) => setLoaded(() => component))
        .finally(() => setIsLoading(false));
    },
    ...(isLoading && { 'aria-busy': true as const }),
  });
}
