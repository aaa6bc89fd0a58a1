import type { CompanyProfileFields } from '@cms/contract/companyClaims'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'
import { jobPostKeys } from './queryKeys'

/** GET /api/job-posts/{id}/company?token= : the post's company, where the claim stands and why it cannot be made yet. */
export const useCompanyClaim = (id: number, token: string) =>
  useQuery({ queryKey: jobPostKeys.company(id, token), queryFn: () => apiCall('getJobPostsIdCompany', { params: { id }, query: { token } }), retry: false })

/** POST /api/job-posts/{id}/company/claim: mails the confirmation link to the post's contact. */
export function useRequestCompanyClaim(id: number, token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall('postJobPostsIdCompanyClaim', { params: { id }, body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobPostKeys.company(id, token) }),
  })
}

/** PATCH /api/job-posts/{id}/company: the claimed company's profile. */
export function useEditCompanyProfile(id: number, token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (profile: CompanyProfileFields) => apiCall('patchJobPostsIdCompany', { params: { id }, body: { token, ...profile } }),
    onSuccess: (view) => queryClient.setQueryData(jobPostKeys.company(id, token), view),
  })
}

/** POST /api/company-claims/confirm with the mailed link's token. */
export const useConfirmCompanyClaim = () => useMutation({ mutationFn: (token: string) => apiCall('postCompanyClaimsConfirm', { body: { token } }) })

/** GET /api/job-posts/{id}/company/job-boards?token= : the boards the claimed company connected, with their health. */
export const useCompanyJobBoards = (id: number, token: string) =>
  useQuery({ queryKey: jobPostKeys.companyBoards(id, token), queryFn: () => apiCall('getJobPostsIdCompanyJobBoards', { params: { id }, query: { token } }), retry: false })

/** POST /api/job-posts/{id}/company/job-boards: connect the company's board from its careers URL. */
export function useConnectJobBoard(id: number, token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (url: string) => apiCall('postJobPostsIdCompanyJobBoards', { params: { id }, body: { token, url } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobPostKeys.companyBoards(id, token) }),
  })
}
