import { motionReAlertOptions, reAlertOptions, reportingIntervals } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { translateIn } from '../../test/translate';
import { airplaneOptions, durationOptions, liveTrackingOptions } from './durations';

const labels = (values: readonly number[]) => durationOptions(translateIn(), values).map((option) => option.label);

describe('duration options', () => {
  it('reads the reporting intervals in minutes under an hour, else in hours', () => {
    expect(labels(reportingIntervals)).toEqual([
      '1 minute',
      '2 minutes',
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '20 minutes',
      '25 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
      '6 hours',
      '12 hours',
      '24 hours',
    ]);
  });

  it('reads the re-alert options the same way', () => {
    expect(labels(motionReAlertOptions)).toEqual([
      '3 minutes',
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
    ]);
    expect(labels(reAlertOptions).at(-1)).toBe('24 hours');
  });

  it('reads the live-tracking and airplane-mode options the same way', () => {
    expect(liveTrackingOptions).toEqual([300, 600, 900]);
    expect(labels(liveTrackingOptions)).toEqual(['5 minutes', '10 minutes', '15 minutes']);
    const airplane = labels(airplaneOptions);
    expect(airplane).toHaveLength(24);
    expect([airplaneOptions[0], airplane[0]]).toEqual([3600, '1 hour']);
    expect([airplaneOptions.at(-1), airplane.at(-1)]).toEqual([86400, '24 hours']);
  });
});
