import { describe, expect, it, vi } from 'vitest';
import {
  isTranscriptEndHidden,
  transcriptDistanceToEnd,
  transcriptEndThreshold,
  transcriptFollowState,
  transcriptResized,
  transcriptScrolled,
} from './transcript-follow';

describe('transcriptDistanceToEnd', () => {
  it('measures below the view against the virtualizer rows, keeping the padding around the list', () => {
    const metrics = { rowsHeight: 1000, scrollHeight: 1020, viewHeight: 400, scrollTop: 500 };
    expect(transcriptDistanceToEnd({ ...metrics, listHeight: 1000 })).toBe(120);
    // Rows measured shorter before the list rendered them: the virtualizer's height counts.
    expect(transcriptDistanceToEnd({ ...metrics, rowsHeight: 900, listHeight: 1000 })).toBe(20);
    // No list yet: the rows are all there is.
    expect(transcriptDistanceToEnd({ ...metrics, scrollHeight: 1000, listHeight: undefined })).toBe(
      100,
    );
  });
});

describe('transcriptFollowState', () => {
  const bubble = { key: 'message-9', kind: 'bubble' };
  const pending = { key: 'pending-a', kind: 'pending' };

  it('follows at the bottom and offers nothing', () => {
    expect(transcriptFollowState({ atEnd: true, seenKey: 'x', lastItem: bubble })).toEqual({
      sentWhileUp: false,
      unseen: false,
      following: true,
    });
  });

  it('scrolled up, offers New messages for rows after the last one seen', () => {
    expect(transcriptFollowState({ atEnd: false, seenKey: 'message-9', lastItem: bubble })).toEqual(
      { sentWhileUp: false, unseen: false, following: false },
    );
    expect(transcriptFollowState({ atEnd: false, seenKey: 'message-8', lastItem: bubble })).toEqual(
      { sentWhileUp: false, unseen: true, following: false },
    );
    expect(
      transcriptFollowState({ atEnd: false, seenKey: undefined, lastItem: undefined }),
    ).toEqual({ sentWhileUp: false, unseen: false, following: false });
  });

  it('follows again for a message sent after scrolling up, not for one pending before', () => {
    expect(
      transcriptFollowState({ atEnd: false, seenKey: 'message-9', lastItem: pending }),
    ).toEqual({ sentWhileUp: true, unseen: false, following: true });
    expect(
      transcriptFollowState({ atEnd: false, seenKey: 'pending-a', lastItem: pending }),
    ).toEqual({ sentWhileUp: false, unseen: false, following: false });
  });
});

describe('transcriptScrolled', () => {
  const base = { scrollTop: 500, previousTop: 600, atEnd: true, loadingHistory: false };

  it('is at the bottom within the threshold of the end, whichever way it moved', () => {
    expect(transcriptScrolled({ ...base, distance: transcriptEndThreshold })).toEqual({
      atEnd: true,
      reachedStart: false,
    });
    expect(transcriptScrolled({ ...base, atEnd: false, previousTop: 0, distance: 0 })).toEqual({
      atEnd: true,
      reachedStart: false,
    });
  });

  it('leaves the bottom only on a move up; stays where it was on a move down', () => {
    expect(transcriptScrolled({ ...base, distance: 100 })).toEqual({
      atEnd: false,
      reachedStart: false,
    });
    expect(transcriptScrolled({ ...base, previousTop: 500, distance: 100 })).toEqual({
      atEnd: true,
      reachedStart: false,
    });
    expect(transcriptScrolled({ ...base, atEnd: false, previousTop: 400, distance: 100 })).toEqual({
      atEnd: false,
      reachedStart: false,
    });
  });

  it('asks for older messages on a move up to the top, not while they load', () => {
    const top = { ...base, scrollTop: transcriptEndThreshold, distance: 900 };
    expect(transcriptScrolled(top)).toEqual({ atEnd: false, reachedStart: true });
    expect(transcriptScrolled({ ...top, loadingHistory: true }).reachedStart).toBe(false);
    expect(transcriptScrolled({ ...top, scrollTop: 25 }).reachedStart).toBe(false);
    expect(transcriptScrolled({ ...top, previousTop: 0 }).reachedStart).toBe(false);
  });
});

describe('isTranscriptEndHidden', () => {
  it('allows the 1 px the virtualizer itself follows', () => {
    expect(isTranscriptEndHidden(1)).toBe(false);
    expect(isTranscriptEndHidden(1.5)).toBe(true);
  });
});

describe('transcriptResized', () => {
  it('does nothing when the height stayed, and reads nothing then', () => {
    const hiddenBefore = vi.fn(() => 0);
    expect(transcriptResized({ before: 300, after: 300, following: true, hiddenBefore })).toBe(
      'none',
    );
    expect(hiddenBefore).not.toHaveBeenCalled();
  });

  it('shown again, goes to the end when following, else has the virtualizer read the log', () => {
    const hiddenBefore = vi.fn(() => 500);
    expect(transcriptResized({ before: 0, after: 300, following: true, hiddenBefore })).toBe(
      'scrollToEnd',
    );
    expect(transcriptResized({ before: 0, after: 300, following: false, hiddenBefore })).toBe(
      'syncScroll',
    );
    expect(hiddenBefore).not.toHaveBeenCalled();
  });

  it('otherwise snaps to the end when it stood at the bottom before and follows', () => {
    const at = (hidden: number, following: boolean) =>
      transcriptResized({ before: 300, after: 250, following, hiddenBefore: () => hidden });
    expect(at(transcriptEndThreshold, true)).toBe('snapToEnd');
    expect(at(transcriptEndThreshold + 1, true)).toBe('none');
    expect(at(0, false)).toBe('none');
  });
});
