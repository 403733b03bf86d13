/** The marketplace paths of 001 §2, relative to /consumer or /further; the app declares a route for each. */
export const MARKETPLACE_PATHS = [
  '/marketplace',
  '/marketplace/splash',
  '/marketplace/offers',
  '/marketplace/expired',
  '/marketplace/nooffers',
  '/marketplace/$productCategory',
  '/marketplace/$productCategory/income',
  '/marketplace/$productCategory/pay',
  '/marketplace/$productCategory/nooffers',
  '/marketplace/$productCategory/$productSubcategory',
  '/marketplace/$productCategory/$productSubcategory/$productPurpose',
  '/marketplace/$productCategory/$productSubcategory/$productPurpose/overview',
  '/marketplace/$productCategory/$productSubcategory/$productPurpose/vehicle',
  '/marketplace/$productCategory/$productSubcategory/$productPurpose/loan',
  '/marketplace/$productCategory/$productSubcategory/$productPurpose/nooffers',
  '/offers/$id',
  '/error',
  '/error/$error',
] as const;

/** Whether a path (without the prefix) belongs to the marketplace the router statechart drives. */
export const isMarketplacePath = (path: string): boolean => /^\/(marketplace|offers|error)(\/|$)/.test(path);
