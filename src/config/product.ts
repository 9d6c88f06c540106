/** The product name shown in the header and the browser tab (spec §1: UI language is Simplified Chinese). */
export const PRODUCT_NAME = '企业用车服务平台';
