// @vitest-environment jsdom
import { act, Component, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { optionalLazy } from './optional-lazy';

/** Stands for the page's error boundary: it must never be reached by an optional part. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>error page</p> : this.props.children;
  }
}

async function rendered(part: ReactNode): Promise<string> {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <Boundary>
        <input aria-label="First name" defaultValue="Ada" />
        <Suspense fallback={null}>{part}</Suspense>
      </Boundary>,
    );
  });
  const html = container.innerHTML;
  root.unmount();
  return html;
}

describe('a part of the form loaded on demand', () => {
  it('shows once its code arrives', async () => {
    const Loaded = ({ title }: { title: string }) => <p>{title}</p>;
    const Panel = optionalLazy(async () => Loaded);
    expect(await rendered(<Panel title="Finish later" />)).toContain('<p>Finish later</p>');
  });

  it('is left out when its code fails to arrive, and the form stays', async () => {
    const Panel = optionalLazy<{ title: string }>(() => Promise.reject(new Error('chunk failed')));
    const html = await rendered(<Panel title="Finish later" />);
    expect(html).toContain('value="Ada"');
    expect(html).not.toContain('error page');
    expect(html).not.toContain('Finish later');
  });
});
