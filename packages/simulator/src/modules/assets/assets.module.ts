import type { SimulatorModule } from '../../module';
import { SIMULATOR_ASSETS_BASE } from '../../chat/rich-media-samples';
import { simulatorAsset } from './assets.content';

interface AssetRoute {
  Params: { file: string };
}

/** Sample images and files for rich-media demos, generated so they work offline. */
export const assetsModule: SimulatorModule = {
  name: 'assets',
  description:
    'Sample assets for rich media: GET /sim/assets/{name}.svg (a labelled picture) and {name}.txt (a small file).',
  register(app) {
    app.get<AssetRoute>(`${SIMULATOR_ASSETS_BASE}/:file`, (request, reply) => {
      const asset = simulatorAsset(request.params.file);
      if (!asset) {
        return reply.code(404).send({
          error: 'Not Found',
          code: 'not-found',
          message:
            'Asset names are {name}.svg or {name}.txt, name in lowercase letters, digits and dashes.',
        });
      }
      // The pictures are shown inside chat widgets on other origins; they never need to run anything.
      return reply
        .type(asset.contentType)
        .headers({
          'cache-control': 'public, max-age=3600',
          'content-security-policy': "default-src 'none'",
          'cross-origin-resource-policy': 'cross-origin',
          'x-content-type-options': 'nosniff',
          ...asset.headers,
        })
        .send(asset.body);
    });
  },
};
