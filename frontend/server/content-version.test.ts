// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { FreshVersion } from '@prism/contracts/server-cache';

/** A version source whose answers the test hands out one by one. */
function controlledSource() {
  const pending: ((version: number) => void)[] = [];
  const ask = vi.fn(() => new Promise<number>((resolve) => pending.push(resolve)));
  return { ask, answer: (version: number) => pending.shift()!(version) };
}

describe('FreshVersion', () => {
  it('never answers a caller with a question asked before it called', async () => {
    const source = controlledSource();
    const versions = new FreshVersion(source.ask, 1);
    const early = versions.current();
    // An edit commits now, while the first question is out; this caller must see it.
    const late = versions.current();
    source.answer(1);
    expect(await early).toBe(1);
    await vi.waitFor(() => expect(source.ask).toHaveBeenCalledTimes(2));
    source.answer(2);
    expect(await late).toBe(2);
  });

  it('lets the callers that arrive while every question is out share the next one', async () => {
    const source = controlledSource();
    const versions = new FreshVersion(source.ask, 1);
    const first = versions.current();
    const batch = [versions.current(), versions.current(), versions.current()];
    source.answer(5);
    await first;
    await vi.waitFor(() => expect(source.ask).toHaveBeenCalledTimes(2));
    source.answer(6);
    expect(await Promise.all(batch)).toEqual([6, 6, 6]);
    expect(source.ask).toHaveBeenCalledTimes(2);
  });

  it('asks up to `parallel` questions at once, each for the callers that came before it', async () => {
    const source = controlledSource();
    const versions = new FreshVersion(source.ask, 2);
    const first = versions.current();
    const second = versions.current();
    const third = versions.current();
    const fourth = versions.current();
    expect(source.ask).toHaveBeenCalledTimes(2);
    source.answer(1);
    source.answer(2);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    // The third and fourth came after both questions were out: a third question, asked now.
    await vi.waitFor(() => expect(source.ask).toHaveBeenCalledTimes(3));
    source.answer(3);
    expect(await Promise.all([third, fourth])).toEqual([3, 3]);
  });

  it('asks again after a failure instead of keeping it', async () => {
    let calls = 0;
    const versions = new FreshVersion(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('API down')) : Promise.resolve(9);
    });
    await expect(versions.current()).rejects.toThrow('API down');
    expect(await versions.current()).toBe(9);
  });

  it('fails the callers waiting behind a failed question at once, without asking again', async () => {
    let calls = 0;
    let fail!: (error: Error) => void;
    const versions = new FreshVersion(() => {
      calls += 1;
      return new Promise<number>((_resolve, reject) => {
        fail = reject;
      });
    });
    const first = versions.current();
    const waiting = versions.current();
    fail(new Error('API paused'));
    await expect(first).rejects.toThrow('API paused');
    await expect(waiting).rejects.toThrow('API paused');
    expect(calls).toBe(1);
  });
});
