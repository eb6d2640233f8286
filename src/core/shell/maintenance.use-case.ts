import type { ApiClient } from '../http/api-client';
import { object, unknownValue } from '../http/decode';
import type { NavigationPort } from '../ports/navigation.port';

export const MAINTENANCE_PATH = '/rs/v1/maintenance';

/**
 * On app load: any body.isMaintenance other than the string "false" sends the user to /maintenance.
 * Failures (network, non-2xx, not an envelope) are ignored, as the spec says.
 */
export class CheckMaintenance {
  constructor(
    private readonly api: ApiClient,
    private readonly navigation: NavigationPort,
  ) {}

  async execute(): Promise<boolean> {
    const result = await this.api.get(MAINTENANCE_PATH, object({ isMaintenance: unknownValue }));
    if (!result.ok || result.data.isMaintenance === 'false') return false;
    if (this.navigation.currentPath() !== '/maintenance') this.navigation.go('/maintenance', { replace: true });
    return true;
  }
}
