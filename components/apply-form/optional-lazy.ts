import { lazy, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * A part of the form loaded on demand that the form can do without (the resume reader, "finish later").
 * Should its code fail to arrive — a dropped connection, a deploy that replaced the chunk — the part is
 * left out: a failed `lazy` would otherwise throw to the page's error boundary and take the candidate's
 * form, and their answers, with it. The next page load tries again.
 */
export function optionalLazy<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing as ComponentType<Props> }),
    ),
  );
}
