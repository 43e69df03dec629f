import { describe, expect, it } from 'vitest';
import { CloudV2ConfigError, resolveCloudV2Options } from './cloud-v2.options';
import { baseOptions } from './cloud-v2.test-support';

const issuesOf = (options: unknown): string[] => {
  try {
    resolveCloudV2Options(options as Parameters<typeof resolveCloudV2Options>[0]);
  } catch (error) {
    expect(error).toBeInstanceOf(CloudV2ConfigError);
    expect((error as Error).message).toBe('Invalid transport configuration');
    return (error as CloudV2ConfigError).issues.map((issue) => issue.field);
  }
  return [];
};

describe('resolveCloudV2Options', () => {
  it('applies the spec defaults: QUEUE, 100 a page, 5000 ms reconnect, 12000 ms heartbeat, 3000 ms end call', () => {
    const resolved = resolveCloudV2Options({
      ...baseOptions,
      dataURL: 'https://api.mypurecloud.com/',
    });
    expect(resolved).toMatchObject({
      base: 'https://api.mypurecloud.com',
      deploymentId: 'dep-1',
      organizationId: 'org-1',
      routingTarget: { targetType: 'QUEUE', targetAddress: 'Support' },
      pageSize: 100,
      reconnectInterval: 5000,
      heartbeatTimeout: 12_000,
      endCallTimeout: 3000,
      timeoutMs: 3000,
      pollPolicy: {
        tick: 250,
        minInterval: 15_000,
        maxInterval: 15_000,
        multiplier: 1,
        exceptionLimit: 5,
      },
    });
    expect(resolved.WebSocket).toBeUndefined();
  });

  it('keeps configured values and merges poll policy overrides', () => {
    const resolved = resolveCloudV2Options({
      ...baseOptions,
      deploymentKey: undefined,
      deploymentId: 'dep-2',
      interactionData: {
        routing: { targetType: 'queue', targetAddress: 'Sales', language: 'en', priority: 1 },
      },
      maxMessagePageSize: 25,
      socketReconnectInterval: 0,
      pollPolicy: { minInterval: 100, maxInterval: 200 },
    });
    expect(resolved).toMatchObject({
      deploymentId: 'dep-2',
      routingTarget: { targetType: 'queue', targetAddress: 'Sales', language: 'en', priority: 1 },
      pageSize: 25,
      reconnectInterval: 0,
      pollPolicy: { minInterval: 100, maxInterval: 200, tick: 250 },
    });
  });

  it('names every bad option', () => {
    expect(issuesOf({ ...baseOptions, dataURL: 'ftp://x' })).toEqual(['dataURL']);
    expect(issuesOf({ ...baseOptions, deploymentKey: undefined })).toEqual(['deploymentKey']);
    expect(issuesOf({ ...baseOptions, orgGuid: undefined })).toEqual(['orgGuid']);
    expect(issuesOf({ ...baseOptions, interactionData: {} })).toEqual(['interactionData.routing']);
    expect(issuesOf({ ...baseOptions, maxMessagePageSize: 201 })).toEqual(['maxMessagePageSize']);
    expect(issuesOf({ ...baseOptions, heartbeatTimeout: 0 })).toEqual(['heartbeatTimeout']);
    expect(issuesOf({ ...baseOptions, WebSocket: 'ws' })).toEqual(['WebSocket']);
    expect(
      issuesOf({ ...baseOptions, pollPolicy: { minInterval: 300, maxInterval: 200 } }),
    ).toEqual(['pollPolicy.maxInterval']);
    expect(issuesOf(null)).toEqual(['(options)']);
  });
});
