import { describe, expect, it, vi } from 'vitest';
import { createSubscribable } from '../createSubscribable.ts';

describe('createSubscribable', () => {
  it('calls each subscribed listener with the notified arguments, in subscription order', () => {
    const listeners = createSubscribable<[number]>();
    const heard: string[] = [];
    listeners.subscribe((size) => heard.push(`a${size}`));
    listeners.subscribe((size) => heard.push(`b${size}`));
    listeners.notify(2);
    expect(heard).toEqual(['a2', 'b2']);
  });

  it('stops calling a listener once it unsubscribed, and calls one subscribed twice once', () => {
    const listeners = createSubscribable();
    const listener = vi.fn();
    const off = listeners.subscribe(listener);
    listeners.subscribe(listener);
    listeners.notify();
    off();
    listeners.notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('finishes a round with the listeners it started with when one unsubscribes another meanwhile', () => {
    const listeners = createSubscribable();
    const second = vi.fn();
    let offSecond = (): void => undefined;
    listeners.subscribe(() => offSecond());
    offSecond = listeners.subscribe(second);
    listeners.notify();
    expect(second).toHaveBeenCalledTimes(1);
    listeners.notify();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('says whether anyone listens and tells its hooks the count after each subscribe and unsubscribe', () => {
    const counts: string[] = [];
    const listeners = createSubscribable({
      onSubscribe: (count) => counts.push(`+${count}`),
      onUnsubscribe: (count) => counts.push(`-${count}`),
    });
    expect(listeners.hasListeners()).toBe(false);
    const off = listeners.subscribe(() => undefined);
    expect(listeners.hasListeners()).toBe(true);
    off();
    expect(listeners.hasListeners()).toBe(false);
    expect(counts).toEqual(['+1', '-0']);
  });

  it('lets a throwing listener stop the round unless the store handles listener errors', () => {
    const throwing = () => {
      throw new Error('listener broke');
    };
    const plain = createSubscribable();
    const afterPlain = vi.fn();
    plain.subscribe(throwing);
    plain.subscribe(afterPlain);
    expect(() => plain.notify()).toThrow('listener broke');
    expect(afterPlain).not.toHaveBeenCalled();

    const onListenerError = vi.fn();
    const guarded = createSubscribable({ onListenerError });
    const afterGuarded = vi.fn();
    guarded.subscribe(throwing);
    guarded.subscribe(afterGuarded);
    guarded.notify();
    expect(afterGuarded).toHaveBeenCalledTimes(1);
    expect(onListenerError).toHaveBeenCalledWith(expect.objectContaining({ message: 'listener broke' }));
  });
});
