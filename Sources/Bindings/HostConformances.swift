import ADAL
import Device
import Foundation
import MSAL
import SwiftScript

// The host types whose values cross between scripts and host code as themselves (wrapped as
// `.host`), so registrations can read and return them with `arguments.get(_:)` and typed properties.

extension MSALPublicClientApplication: HostConvertible {}
extension MSALPublicClientApplicationConfig: HostConvertible {}
extension MSALCacheConfig: HostConvertible {}
extension MSALAuthority: HostConvertible {}
extension MSALAccount: HostConvertible {}
extension MSALAccountId: HostConvertible {}
extension MSALTenantProfile: HostConvertible {}
extension MSALResult: HostConvertible {}
extension MSALParameters: HostConvertible {}
extension MSALWebviewParameters: HostConvertible {}
extension MSALPromptType: HostConvertible {}
extension MSALWebviewType: HostConvertible {}
extension MSALBrokeredAvailability: HostConvertible {}
extension MSALAzureCloudInstance: HostConvertible {}
extension MSALAudienceType: HostConvertible {}
extension MSALError: HostConvertible {}
extension MSALInternalError: HostConvertible {}

extension ADAuthenticationContext: HostConvertible {}
extension ADAuthenticationResult: HostConvertible {}
extension ADTokenCacheItem: HostConvertible {}
extension ADUserInformation: HostConvertible {}
extension ADUserIdentifier: HostConvertible {}
extension ADKeychainTokenCache: HostConvertible {}
extension ADAuthenticationResultStatus: HostConvertible {}
extension ADPromptBehavior: HostConvertible {}
extension ADCredentialsType: HostConvertible {}
extension ADUserIdentifierType: HostConvertible {}
extension ADErrorCode: HostConvertible {}

extension UIViewController: HostConvertible {}
extension UIResponder: HostConvertible {}
extension UIApplication.OpenURLOptionsKey: HostConvertible {}
extension UIScene.OpenURLOptions: HostConvertible {}
extension UIOpenURLContext: HostConvertible {}

extension URL: HostConvertible {}
extension UUID: HostConvertible {}
extension Date: HostConvertible {}
extension Data: HostConvertible {}
extension NSError: HostConvertible {}
