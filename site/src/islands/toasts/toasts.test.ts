import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = { success: vi.fn(), error: vi.fn(() => 'error-1'), warning: vi.fn(() => 'warning-1'), dismiss: vi.fn() };

const { carryToast, notify, showWaiting, takeCarriedToasts } = await import('./toasts.tsx');

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A flag kept in memory, as the cookie keeps it in a browser. */
function memoryFlag() {
  let set = false;
  return { isSet: () => set, set: () => void (set = true), clear: () => void (set = false) };
}

describe('toasts', () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps errors 7000 ms and successes 1500 ms', () => {
    notify.error('Invalid Data');
    notify.success('Signed in successfully');
    notify.warning('Password Does Not Match');
    // Given to sonner once the page's toast region has loaded it.
    expect(sonner.error).not.toHaveBeenCalled();
    showWaiting(sonner);
    expect(sonner.error).toHaveBeenCalledWith('Invalid Data', { duration: 7000 });
    expect(sonner.success).toHaveBeenCalledWith('Signed in successfully', { duration: 1500 });
    expect(sonner.warning).toHaveBeenCalledWith('Password Does Not Match', { duration: 7000 });
  });

  it('take an error away when a later success shows (issue 37)', () => {
    notify.error('The name is missing');
    showWaiting(sonner);
    expect(sonner.dismiss).not.toHaveBeenCalled();
    notify.success('Quote accepted');
    showWaiting(sonner);
    expect(sonner.dismiss).toHaveBeenCalledWith('error-1');
  });

  it('carries toasts to the next page, in order, once', () => {
    const storage = new MemoryStorage();
    const carrying = { storage: () => storage, flag: memoryFlag() };
    carryToast('success', 'Signed Up Successfully', carrying);
    carryToast('success', 'Registration successful! Please check your email to confirm your account.', carrying);
    expect(carrying.flag.isSet()).toBe(true);
    expect(takeCarriedToasts(carrying)).toEqual([
      { kind: 'success', message: 'Signed Up Successfully' },
      { kind: 'success', message: 'Registration successful! Please check your email to confirm your account.' },
    ]);
    expect(carrying.flag.isSet()).toBe(false);
    expect(takeCarriedToasts(carrying)).toEqual([]);
  });

  it('opens the tab storage only when the flag says a toast is carried', () => {
    const storage = new MemoryStorage();
    storage.setItem('pendingToasts', '[{"kind":"success","message":"left by a page that set no flag"}]');
    const opened = vi.fn(() => storage);
    expect(takeCarriedToasts({ storage: opened, flag: memoryFlag() })).toEqual([]);
    expect(opened).not.toHaveBeenCalled();
  });

  it('leaves the flag to the tab whose storage holds the toasts', () => {
    const flag = memoryFlag();
    const carrier = new MemoryStorage();
    carryToast('success', 'Signed in successfully', { storage: () => carrier, flag });
    expect(takeCarriedToasts({ storage: () => new MemoryStorage(), flag })).toEqual([]);
    expect(takeCarriedToasts({ storage: () => carrier, flag })).toEqual([{ kind: 'success', message: 'Signed in successfully' }]);
  });

  it('ignores what it did not write', () => {
    const storage = new MemoryStorage();
    const carrying = { storage: () => storage, flag: memoryFlag() };
    carrying.flag.set();
    storage.setItem('pendingToasts', '{"not":"a list"}');
    expect(takeCarriedToasts(carrying)).toEqual([]);
    storage.setItem('pendingToasts', '[{"kind":"alert","message":"x"},{"kind":"error","message":"kept"}]');
    expect(takeCarriedToasts(carrying)).toEqual([{ kind: 'error', message: 'kept' }]);
  });
});
