/** Where a booker keeps his common renters and who may: named once, light enough for the home page's link. Renters are passengers of bookings, so a booker of special cars keeps them. */
export const RENTERS_PERMISSION = 'specialCar.book';
export const RENTERS_PATH = '/EnterpriseService/CommonRenters';
