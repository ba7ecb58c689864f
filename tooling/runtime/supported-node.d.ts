export declare const SUPPORTED_NODE_MAJOR: number;
export declare function unsupportedNodeMessage(version?: string): string | undefined;
export declare function exitUnlessSupportedNode(): void;
