import type { PluginCreator } from 'postcss';

export declare const VARIANT_LAYERS: string[];
export declare const LAYER_ORDER: string;
export declare function layerOf(params: string): string;
declare const variantLayers: PluginCreator<void>;
export default variantLayers;
