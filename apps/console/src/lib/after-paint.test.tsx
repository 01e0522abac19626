import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useStagedParts } from './after-paint';

function Staged({ ready = true }: { ready?: boolean }) {
  const shown = useStagedParts(3, ready);
  return <p>shown {shown}</p>;
}

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, in a task after the next frame, not in the frame itself', () => {
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after 100 ms where no frame comes (a hidden tab), and not again at a later frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    const raf = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    for (const frame of frames) frame(0);
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
    raf.mockRestore();
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const cancel = afterNextPaint(run);
    cancel();
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('useStagedParts', () => {
  it('shows no later part on the first render, then one more per paint up to the count', async () => {
    render(<Staged />);
    expect(screen.getByText('shown 0')).toBeTruthy();
    expect(await screen.findByText('shown 3')).toBeTruthy();
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(screen.getByText('shown 3')).toBeTruthy();
  });

  it('waits while the screen is not ready', async () => {
    const { rerender } = render(<Staged ready={false} />);
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(screen.getByText('shown 0')).toBeTruthy();
    rerender(<Staged ready />);
    expect(await screen.findByText('shown 3')).toBeTruthy();
  });
});
